import { paths } from "@/client/config/paths";
import { useSettings } from "@/client/lib/settings";
import { addressLine, ContactBlock, InlineLink, LegalPage } from "../components/legal-page";
import { ICO } from "../content/ico";

export default function PrivacyPage() {
  const { settings: s } = useSettings();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          <p>
            This policy explains how {s.company_name}, trading as {s.display_name} ("we", "us"), collects and uses your
            personal information when you use this website and our weight-loss service, and the rights you have over it.
          </p>
          <p>
            Much of what you tell us is about your health. UK data protection law treats health information as special
            category data and protects it more strictly; so do we.
          </p>
        </>
      }
      sections={[
        {
          id: "who-we-are",
          title: "Who we are",
          body: (
            <>
              <p>
                {s.company_name} is the data controller for your information. Our registered pharmacy is at{" "}
                {addressLine(s)}. Questions about this policy or your information go to our data protection lead:
              </p>
              <ContactBlock />
            </>
          ),
        },
        {
          id: "what-we-collect",
          title: "What information we collect",
          body: (
            <ul>
              <li>
                <strong>Account details:</strong> your e-mail address and a password (stored only as a secure hash; we
                can never read it).
              </li>
              <li>
                <strong>Identity and contact details:</strong> name, title, date of birth, sex, phone number and home
                address.
              </li>
              <li>
                <strong>Health information:</strong> height, weight and BMI, your answers to our medical questionnaire
                (conditions, medicines, allergies, pregnancy and other safety questions), the treatment you already use
                if you transfer to us, and the notes our pharmacist makes at your consultation.
              </li>
              <li>
                <strong>Order information:</strong> the dose requested and supplied, prices, payment status, delivery or
                collection details and the dates of each step.
              </li>
              <li>
                <strong>Messages:</strong> what you send us through the contact form or by e-mail or phone.
              </li>
              <li>
                <strong>Technical information:</strong> a session cookie that keeps you signed in, and your IP address,
                used briefly to protect the site against abuse (for example, to limit repeated sign-in attempts or
                messages).
              </li>
            </ul>
          ),
        },
        {
          id: "why",
          title: "Why we use it and our lawful basis",
          body: (
            <>
              <p>Under the UK GDPR we must have a lawful basis for each use of your information:</p>
              <ul>
                <li>
                  <strong>To assess, prescribe, supply and follow up your treatment</strong> — to provide the service
                  you ask for (Article 6(1)(b), contract) and, for your health information, the provision of health care
                  under the responsibility of a health professional (Article 9(2)(h), with the Data Protection Act 2018,
                  Schedule 1, paragraph 2).
                </li>
                <li>
                  <strong>To keep the clinical and pharmacy records the law requires</strong> — legal obligation
                  (Article 6(1)(c)), for example prescription and supply records under the Human Medicines Regulations
                  2012.
                </li>
                <li>
                  <strong>To answer your messages and send service e-mails</strong> (order confirmations, payment and
                  consultation reminders) — contract (Article 6(1)(b)) or our legitimate interest in replying to you
                  (Article 6(1)(f)).
                </li>
                <li>
                  <strong>To keep the service secure</strong> — our legitimate interest in preventing fraud and abuse
                  (Article 6(1)(f)).
                </li>
              </ul>
              <p>
                We do not send marketing, sell your information, or use it for advertising. The BMI calculator gives you
                guidance only: every decision about your treatment is made by a pharmacist, never by an automated
                system.
              </p>
            </>
          ),
        },
        {
          id: "sharing",
          title: "Who we share it with",
          body: (
            <>
              <p>Only those who need it to provide your care, and only what they need:</p>
              <ul>
                <li>our pharmacists and pharmacy staff, whose every access to a patient record is logged;</li>
                <li>
                  your GP, with your agreement, so your medical record stays complete; if you do not agree, our
                  pharmacist may decide the treatment cannot be supplied safely;
                </li>
                <li>the courier delivering your parcel (name, address and phone number only);</li>
                <li>
                  our service providers for hosting, e-mail and payments, under contracts that bind them to our
                  instructions;
                </li>
                <li>
                  regulators and authorities when the law requires it (for example the General Pharmaceutical Council or
                  the MHRA), or in an emergency to protect your life.
                </li>
              </ul>
              <p>
                We choose providers that keep your information in the UK or in countries the UK recognises as protecting
                it adequately; otherwise we use the safeguards UK law requires.
              </p>
            </>
          ),
        },
        {
          id: "retention",
          title: "How long we keep it",
          body: (
            <ul>
              <li>
                <strong>Clinical records</strong> (questionnaires, consultation notes, prescriptions and supplies): 8
                years after your last treatment with us, in line with the NHS Records Management Code of Practice for
                adult health records, or longer where the law requires.
              </li>
              <li>
                <strong>Prescriptions and the prescription-only medicines register:</strong> 2 years from the date of
                supply (or of the last entry), as the Human Medicines Regulations 2012 require, or with your clinical
                record where that is longer.
              </li>
              <li>
                <strong>Photos of your identity document and of you for weight checks:</strong> the images are deleted
                90 days after we verify your identity or weight; the record that the check was made, by whom and when,
                stays with your clinical record.
              </li>
              <li>
                <strong>Order and payment records:</strong> 6 years after the end of the financial year, as tax law
                requires.
              </li>
              <li>
                <strong>An account with no treatment or order:</strong> deleted on request, and reviewed for deletion
                after 2 years without use.
              </li>
              <li>
                <strong>Contact messages:</strong> 2 years, unless they form part of your clinical record.
              </li>
              <li>
                <strong>Security data</strong> (IP-based counters): removed automatically, normally within a day. Your
                session ends when you sign out or it expires.
              </li>
              <li>
                <strong>Backups</strong> of our database hold the same information and are replaced as they age,
                normally within 30 days.
              </li>
            </ul>
          ),
        },
        {
          id: "rights",
          title: "Your rights",
          body: (
            <>
              <p>You have the right to:</p>
              <ul>
                <li>get a copy of the information we hold about you (a subject access request), free of charge;</li>
                <li>have inaccurate information corrected;</li>
                <li>
                  have your information erased, unless we must keep it (clinical records must be kept for the periods
                  above; until then we can restrict their use);
                </li>
                <li>restrict or object to how we use it, where we rely on legitimate interests;</li>
                <li>receive information you gave us in a portable format;</li>
                <li>withdraw any consent you have given, such as sharing with your GP, at any time.</li>
              </ul>
              <p>
                When you are signed in, <InlineLink to={paths.account}>My account</InlineLink> lets you download
                everything we hold about you and ask us to delete your account. When we delete an account we erase
                everything the law does not require us to keep, and restrict the rest (used for nothing else) until the
                last of its periods above ends; the next day we erase it too.
              </p>
              <p>
                To use any of these rights, contact us (details above). We reply within one month and may ask you to
                prove your identity first, to protect your information. Read more on our{" "}
                <InlineLink to={paths.data}>data protection page</InlineLink>.
              </p>
            </>
          ),
        },
        {
          id: "cookies",
          title: "Cookies and storage in your browser",
          body: (
            <p>
              We use one strictly necessary cookie to keep you signed in, and your browser's session storage to remember
              whether you are new to the treatment or transferring, until you close the tab. After you sign up, the
              height, weight and sex you entered in our BMI check stay in your browser's local storage until you open
              the link in our e-mail, then they are removed. We use no analytics or advertising cookies, so we do not
              ask for cookie consent. The map on our contact page is provided by Google and loads only on that page.
            </p>
          ),
        },
        {
          id: "complaints",
          title: "How to complain",
          body: (
            <p>
              Please tell us first if you are unhappy with how we have used your information, and we will try to put it
              right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data
              protection regulator: <InlineLink to={ICO.complaintsUrl}>ico.org.uk/make-a-complaint</InlineLink>,
              helpline {ICO.helpline}, or by post to {ICO.address}.
            </p>
          ),
        },
        {
          id: "changes",
          title: "Changes to this policy",
          body: (
            <p>
              We will update this page if the way we use your information changes, and tell you by e-mail about any
              significant change.
            </p>
          ),
        },
      ]}
    />
  );
}
