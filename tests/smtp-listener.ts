import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The addresses of a header (To, Reply-To), in lower case. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Whom a message was sent to, in lower case. */
export const recipients = (mail: ParsedMail) => addressesOf(mail.to);

export interface SmtpListener {
  url: string;
  messages: ParsedMail[];
  /** Refuses the next `count` messages with a temporary failure (451), as a busy mail server does. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused: number;
  /** Waits for a message that matches, up to `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (decisions D11: tests). */
export async function startSmtpListener(): Promise<SmtpListener> {
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        state.refused += 1;
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      toRefuse = count;
    },
    get refused() {
      return state.refused;
    },
    async waitFor(match, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > end) throw new Error('no matching e-mail arrived');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
