import type { Mail, Mailer } from '../../src/lib/mailer';

export type MailRecorder = {
  mailer: Mailer;
  sent: Mail[];
  last(to?: string): Mail | undefined;
  clear(): void;
};

export function createMailRecorder(): MailRecorder {
  const sent: Mail[] = [];
  return {
    sent,
    mailer: {
      describe: 'recorder',
      async send(mail) {
        sent.push(mail);
      },
    },
    last: (to) => [...sent].reverse().find((m) => !to || m.to === to),
    clear: () => void sent.splice(0),
  };
}
