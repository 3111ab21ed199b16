import type { Language } from '@tailor/contract';
import { escapeHtml, renderMail, type MailContent } from './layout.ts';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  validity: (minutes: number) => string;
  ignore: string;
  signature: string;
}

const texts: Record<Language, ResetTexts> = {
  en: {
    subject: 'Your Tailor password reset code',
    greeting: (name) => `Hello ${name},`,
    intro: 'Use this code to choose a new password for your Tailor account:',
    validity: (minutes) => `The code is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask to reset your password, ignore this email: your password stays the same.',
    signature: 'The Tailor team',
  },
  fr: {
    subject: 'Votre code de réinitialisation Tailor',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Utilisez ce code pour choisir un nouveau mot de passe pour votre compte Tailor :',
    validity: (minutes) => `Le code est valable ${minutes} minutes et ne peut servir qu’une fois.`,
    ignore:
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.',
    signature: 'L’équipe Tailor',
  },
  es: {
    subject: 'Tu código para restablecer la contraseña de Tailor',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Usa este código para elegir una nueva contraseña para tu cuenta de Tailor:',
    validity: (minutes) => `El código es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    ignore: 'Si no pediste restablecer tu contraseña, ignora este correo: tu contraseña no cambia.',
    signature: 'El equipo de Tailor',
  },
};

/** The reset-code mail in the user's UI language, as plain text and simple HTML. */
export function passwordResetMail(
  language: Language,
  input: { fullname: string; code: string; validMinutes: number },
): MailContent {
  const t = texts[language];
  const name = input.fullname.trim() || input.fullname;
  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    `    ${input.code}`,
    '',
    t.validity(input.validMinutes),
    '',
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = renderMail(language, t.subject, [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(input.code)}</p>`,
    `<p>${escapeHtml(t.validity(input.validMinutes))}</p>`,
    `<p style="color:#666">${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
  ]);
  return { subject: t.subject, text, html };
}
