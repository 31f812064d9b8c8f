import { contactForm, contactPage } from '@/content/contact'
import { Container } from '@/components/ui/container'
import { ContactForm } from './contact-form'
import { DirectLinks } from './direct-links'
import { ContactInfo } from './contact-info'

// The form comes first (a phone's first screen); from lg the cards take the left column.
export function ContactSection() {
  return (
    <section aria-label={contactPage.infoTitle} className="py-12 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="rounded-3xl border border-border bg-card px-3.5 py-6 sm:p-8 lg:col-start-2 lg:row-start-1 print:hidden">
          <h2 id="formulario" className="text-2xl font-bold tracking-tight">
            {contactForm.title}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{contactForm.lead}</p>
          <noscript>
            <div className="mt-4 rounded-xl border border-border bg-muted p-4">
              <p>{contactForm.noscript}</p>
              <DirectLinks />
            </div>
          </noscript>
          <div className="mt-6">
            <ContactForm />
          </div>
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <h2 className="text-2xl font-bold tracking-tight">{contactPage.infoTitle}</h2>
          <div className="mt-6">
            <ContactInfo />
          </div>
        </div>
      </Container>
    </section>
  )
}
