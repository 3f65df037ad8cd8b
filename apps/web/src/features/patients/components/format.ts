export const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();
