export function freePort(): number;
