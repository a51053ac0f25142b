import { Accessibility, Clock, Mail, MapPin, Phone } from "lucide-react";
import { EmailLink } from "@/client/components/layout/email-link";
import { Page } from "@/client/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { pharmacyAddressLines, useSettings } from "@/client/lib/settings";
import { splitOpeningHours } from "@/shared/domain/site/settings";
import { ContactForm } from "../components/contact-form";
import { Section } from "../components/page-parts";

export default function ContactPage() {
  const { settings, isPending } = useSettings();
  const address = pharmacyAddressLines(settings);

  return (
    <Page title="Contact Us">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-zinc-700">
        Questions about the programme, your order or your treatment? Send us a message and we'll get back to you within
        24 hours, or call in to see us.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="details-heading">
          <Card className="h-full">
            <CardHeader>
              <CardTitle id="details-heading">Get in touch</CardTitle>
            </CardHeader>
            <CardContent>
              {isPending ? (
                <p role="status" className="text-zinc-600">
                  Loading contact information...
                </p>
              ) : (
                <dl className="grid gap-5 text-zinc-800">
                  <Detail icon={Phone} term="Phone">
                    <a
                      href={`tel:${settings.contact_phone_number.replace(/\s+/g, "")}`}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {settings.contact_phone_number}
                    </a>
                  </Detail>
                  <Detail icon={Mail} term="Email">
                    <EmailLink
                      email={settings.company_email}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    />
                  </Detail>
                  <Detail icon={MapPin} term="Address">
                    <address className="not-italic">
                      {settings.display_name}
                      {address.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  </Detail>
                  <Detail icon={Clock} term="Opening hours">
                    <ul>
                      {splitOpeningHours(settings.pharmacy_opening_hours).map((h) => (
                        <li key={h}>{h}</li>
                      ))}
                    </ul>
                  </Detail>
                  <Detail icon={Accessibility} term="Accessibility">
                    {settings.accessibility_note}
                  </Detail>
                </dl>
              )}
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby="form-heading">
          <Card>
            <CardHeader>
              <CardTitle id="form-heading">Send us a message</CardTitle>
              <CardDescription>Fields are required unless marked optional.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
        </section>
      </div>

      <Section id="map" title="Find us" className="mt-10" headingClassName="text-xl font-semibold text-brand-900">
        <div className="mt-4 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100">
          {/^https:\/\//i.test(settings.google_maps_embed_url) ? (
            <iframe
              src={settings.google_maps_embed_url}
              title={`Map showing the location of ${settings.display_name}, ${address.join(", ")}`}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              width="1200"
              height="400"
              className="block h-72 w-full border-0 sm:h-96"
            />
          ) : (
            <p className="p-6 text-zinc-700">{address.join(", ")}</p>
          )}
        </div>
      </Section>
    </Page>
  );
}

function Detail({ icon: Icon, term, children }: { icon: typeof Phone; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-zinc-600">
        <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-8">{children}</dd>
    </div>
  );
}
