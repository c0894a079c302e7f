/**
 * npm run admin:create -- --username <id> [--name <이름>] [--email <메일>]
 *
 * Makes an administrator in the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR), migrating it first: the first administrator
 * of a production installation, which starts without demo accounts. The
 * password is never an argument (it would stay in the shell's history and
 * the process list): it is read from ADMIN_PASSWORD (once, then dropped from
 * the environment), else typed at a hidden prompt, else the first line of
 * standard input when that is not a terminal.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { createAdministrator } from './modules/account';
import { HttpError } from './lib/http-error';

const usage =
  '사용법: npm run admin:create -- --username <아이디> [--name <이름>] [--email <이메일>]\n비밀번호는 입력 창에서 받습니다(또는 ADMIN_PASSWORD 환경 변수, 표준 입력).';

/** Thrown for what the person typing must fix: said as it is, without a stack trace. */
class CommandError extends Error {}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: { username: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (!values.username) throw new CommandError(`--username 이 필요합니다.\n${usage}`);
    return { username: values.username, name: values.name, email: values.email };
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    throw new CommandError(`알 수 없는 인자입니다${option ? `: ${option}` : ''}.\n${usage}`);
  }
}

// Keys typed ahead (or pasted with the confirmation) wait here for the next prompt.
let typedAhead = '';

/** A line typed at the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      const chars = [...(typedAhead + chunk)];
      typedAhead = '';
      for (const [index, char] of chars.entries()) {
        if (char === '\r' || char === '\n') {
          typedAhead = chars
            .slice(index + 1)
            .join('')
            .replace(/^\n/, '');
          return done();
        }
        if (char === '\u0003') return done(new CommandError('취소했습니다.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
    if (typedAhead) onData('');
  });
}

/** The first line of standard input (a pipe or a file). */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) {
    delete process.env.ADMIN_PASSWORD;
    return fromEnv;
  }
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await promptHidden('비밀번호: ');
  const again = await promptHidden('비밀번호 확인: ');
  if (password !== again) throw new CommandError('비밀번호와 비밀번호 확인이 일치하지 않습니다.');
  return password;
}

async function main() {
  const input = readArguments();
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const admin = await createAdministrator(database.db, { ...input, password });
    const where = database.kind === 'pglite' ? `내장 데이터베이스 (${config.dataDir})` : 'PostgreSQL';
    console.log(`관리자 계정을 만들었습니다: ${admin.username} (${admin.name}), ${where}. ${config.publicUrl}/admin/login 에서 로그인하세요.`);
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof CommandError ? error.message : error);
  process.exit(1);
});
