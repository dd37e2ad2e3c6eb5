/*
 * The PIN for `npm run users`, never from the command line (shell history, `ps`): typed at a
 * terminal without echo, or the first line of standard input when it is a pipe or a file.
 */

/** Reads one line at the terminal, showing nothing; Ctrl-C or Ctrl-D gives null. */
function askHidden(prompt: string): Promise<string | null> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const done = (value: string | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(typed);
        if (ch === '\u0003' || ch === '\u0004') return done(null);
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfInput(): Promise<string | null> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0];
  return line === undefined || (line === '' && text === '') ? null : line;
}

/**
 * The PIN: asked twice at a terminal (a typo would lock the operator out), else read from input.
 * null when none was given; 'mismatch' when the two typed differ.
 */
export async function readPin(label: string): Promise<string | null | 'mismatch'> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const pin = await askHidden(`PIN for ${label}: `);
  if (pin === null) return null;
  const again = await askHidden('The same PIN again: ');
  return again === pin ? pin : 'mismatch';
}
