'use client'

import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { CONTACT_LIMITS } from '@/config/settings'
import { contactForm, contactSubjects } from '@/content/contact'
import { pages } from '@/content/pages'
import { countCodePoints } from '@/lib/text'
import { useHydrated } from '@/hooks/use-hydrated'
import { controlClass, Field } from './form-field'
import { SentFallback } from './sent-fallback'
import { useContactForm } from '@/hooks/use-contact-form'

const { fields } = contactForm

export function ContactForm() {
  const { values, errors, submitting, sentUrl, formRef, change, submit } = useContactForm()
  // Until React runs, a click would submit the fields natively: into the URL, and lost.
  const hydrated = useHydrated()
  const bind = (name: keyof typeof values) => ({
    id: `contato-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => change(name, event.target.value),
  })

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <Field
        id="contato-name"
        label={fields.name.label}
        required
        error={errors.name}
        className="sm:col-span-2"
      >
        {(describedBy) => (
          <input
            {...bind('name')}
            type="text"
            aria-describedby={describedBy}
            aria-required
            autoComplete={fields.name.autoComplete}
            placeholder={fields.name.placeholder}
            className={controlClass}
          />
        )}
      </Field>
      <Field id="contato-email" label={fields.email.label} required error={errors.email}>
        {(describedBy) => (
          <input
            {...bind('email')}
            type="email"
            inputMode="email"
            aria-describedby={describedBy}
            aria-required
            autoComplete={fields.email.autoComplete}
            placeholder={fields.email.placeholder}
            className={controlClass}
          />
        )}
      </Field>
      <Field id="contato-phone" label={fields.phone.label}>
        {(describedBy) => (
          <input
            {...bind('phone')}
            type="tel"
            aria-describedby={describedBy}
            autoComplete={fields.phone.autoComplete}
            placeholder={fields.phone.placeholder}
            className={controlClass}
          />
        )}
      </Field>
      {/* A whole row, so that the longest subject shows in full at every width. */}
      <Field
        id="contato-subject"
        label={fields.subject.label}
        required
        error={errors.subject}
        className="sm:col-span-2"
      >
        {(describedBy) => (
          <div className="select-chevron">
            <select
              {...bind('subject')}
              aria-describedby={describedBy}
              aria-required
              className={`${controlClass} appearance-none pr-9`}
            >
              <option value="">{fields.subject.placeholder}</option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          </div>
        )}
      </Field>
      <Field
        id="contato-message"
        label={fields.message.label}
        required
        error={errors.message}
        hint={contactForm.counter(countCodePoints(values.message), CONTACT_LIMITS.message)}
        className="sm:col-span-2"
      >
        {(describedBy) => (
          <textarea
            {...bind('message')}
            rows={6}
            aria-describedby={describedBy}
            aria-required
            placeholder={fields.message.placeholder}
            className={controlClass}
          />
        )}
      </Field>
      <div className="space-y-4 sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || submitting}
          className="w-full sm:w-auto"
        >
          {submitting ? (
            <Icon name="LoaderCircle" className="animate-spin" />
          ) : (
            <Icon name="Send" />
          )}
          {submitting ? contactForm.submitting : contactForm.submit}
        </Button>
        <p className="text-sm text-muted-foreground">
          {contactForm.privacyNotice.text}{' '}
          <Link
            href={pages.privacy.path}
            className="font-medium text-brand underline underline-offset-4"
          >
            {contactForm.privacyNotice.link}
          </Link>
          .
        </p>
        {sentUrl && <SentFallback url={sentUrl} />}
      </div>
    </form>
  )
}
