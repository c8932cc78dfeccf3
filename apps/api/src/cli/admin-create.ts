import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { migrate } from '../db/migrate.ts';
import { createAdminUser } from '../features/admin/admin-auth.ts';
import { PASSWORD_MIN_LENGTH } from '../features/admin/passwords.ts';
import { ENROLMENT_LINK_HOURS, issueEnrolmentLink } from '../features/admin/two-factor.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(value);
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * npm run admin:create -- --email someone@example.com
 * Creates a review-console account and prints its two-factor enrolment link (one-time, for
 * ENROLMENT_LINK_HOURS; decision 0056). The password is asked for without echo, or read from
 * ADMIN_PASSWORD when not run from a terminal (scripts, the e2e server).
 * npm run admin:create -- --email someone@example.com --enrolment-link
 * Prints a new enrolment link for an existing account (a lost phone: enrolling again replaces the
 * secret and the recovery codes); earlier unused links stop working.
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--email');
  const email = (at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--email='))?.slice('--email='.length))
    ?.trim()
    .toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) {
    console.error(
      'usage: npm run admin:create -- --email someone@example.com [--enrolment-link]   (password: prompted, or ADMIN_PASSWORD)',
    );
    process.exit(2);
  }
  if (args.includes('--enrolment-link')) return printNewLink(email);
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY) {
      console.error('No terminal to ask for the password: set ADMIN_PASSWORD.');
      process.exit(2);
    }
    password = await promptHidden('Password: ');
    const again = await promptHidden('Password again: ');
    if (password !== again) {
      console.error('The passwords differ.');
      process.exit(2);
    }
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrate(db);
    const id = await createAdminUser(db, email, password, new Date());
    console.log(`Review-console account created for ${email}.`);
    printLink(await issueEnrolmentLink(db, id, config.publicUrl, new Date()));
  } catch (error) {
    if (isUniqueViolation(error)) {
      console.error(`An account for ${email} already exists.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await db.close();
  }
}

function printLink(link: string) {
  console.log(
    `Two-factor enrolment link (works once, for ${ENROLMENT_LINK_HOURS} hours; required before signing in in production):`,
  );
  console.log(link);
}

async function printNewLink(email: string) {
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrate(db);
    const admin = await db.kysely.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst();
    if (!admin) {
      console.error(`No account for ${email}.`);
      process.exitCode = 1;
      return;
    }
    printLink(await issueEnrolmentLink(db, admin.id, config.publicUrl, new Date()));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
