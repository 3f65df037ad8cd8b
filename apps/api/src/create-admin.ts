import { createInterface } from 'node:readline/promises';
import { emailSchema, newPasswordSchema } from '@armonia/shared';
import { defaultDatabase } from './app.ts';
import { loadConfig } from './config.ts';
import { isCommonPassword } from './core/auth/passwords.ts';
import { createUserIfMissing } from './seed/bootstrap.ts';

/** `npm run create-admin`: asks for the first Super-Admin's data and creates the account. */
async function main() {
  const config = loadConfig();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const email = emailSchema.parse(process.env.ADMIN_EMAIL ?? (await rl.question('Correo: ')));
  const name = (await rl.question('Nombre: ')).trim() || 'Administración';
  const lastName = (await rl.question('Apellidos: ')).trim();
  const password = newPasswordSchema.parse(
    process.env.ADMIN_PASSWORD ?? (await rl.question('Contraseña (mínimo 8 caracteres): ')),
  );
  rl.close();
  if (isCommonPassword(password)) throw new Error('Esa contraseña es demasiado común.');

  const database = defaultDatabase(config);
  await database.migrate();
  const created = await createUserIfMissing(database.db, {
    email,
    password,
    role: 'Super-Admin',
    name,
    lastName,
  });
  await database.close();
  console.log(created ? `Super-Admin ${email} creado.` : `Ya existe una cuenta con ${email}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
