import type { ToastMessage } from './types'

export const toasts = {
  requiredFields: {
    title: 'Preencha os campos obrigatórios',
    description: 'Nome, Email, Assunto e Mensagem são obrigatórios.',
    duration: 4000,
    tone: 'destructive',
  },
  sendFailed: {
    title: 'Não foi possível enviar agora',
    description: 'Tente novamente em instantes.',
    duration: 5000,
    tone: 'destructive',
  },
  sent: {
    title: 'Abrimos uma conversa no WhatsApp',
    description:
      'Envie a mensagem para concluir o contato. Também responderemos por email se necessário.',
    duration: 5000,
    tone: 'success',
  },
} satisfies Record<string, ToastMessage>

export type ToastKey = keyof typeof toasts
