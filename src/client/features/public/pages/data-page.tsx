import { paths } from "@/client/config/paths";
import { useSettings } from "@/client/lib/settings";
import { ContactBlock, InlineLink, LegalPage } from "../components/legal-page";
import { ICO } from "../content/ico";

export default function DataPage() {
  const { settings: s } = useSettings();
  return (
    <LegalPage
      title="Data Protection"
      intro={
        <p>
          As a pharmacy, {s.display_name} holds health information about the people we care for. This page explains how
          we protect it and how you can see, correct or limit what we hold. Our{" "}
          <InlineLink to={paths.privacy}>privacy policy</InlineLink> sets out what we collect, why, and for how long.
        </p>
      }
      sections={[
        {
          id: "principles",
          title: "Our commitments",
          body: (
            <ul>
              <li>
                We collect only what our pharmacist needs to decide whether the treatment is safe and right for you.
              </li>
              <li>Your health information is used for your care and the records the law requires, and nothing else.</li>
              <li>We never sell your information or use it for marketing or advertising.</li>
              <li>Every member of our team is bound by a duty of confidentiality and trained in data protection.</li>
            </ul>
          ),
        },
        {
          id: "security",
          title: "How we keep your information safe",
          body: (
            <ul>
              <li>
                All traffic to this website is encrypted (HTTPS), and your password is stored only as a one-way hash.
              </li>
              <li>You stay signed in through a secure, HTTP-only cookie that scripts on the page cannot read.</li>
              <li>
                Only authorised pharmacy staff can open patient records, and every time they do so is recorded in an
                audit log.
              </li>
              <li>
                Clinical records are never destroyed at the click of a button: when a record is closed it is archived
                and hidden from everyday use, so we can meet our legal duty to keep it.
              </li>
              <li>
                Repeated sign-in attempts and messages from one address are limited, to protect accounts against
                guessing and abuse.
              </li>
            </ul>
          ),
        },
        {
          id: "access",
          title: "Getting a copy of your information",
          body: (
            <>
              <p>
                You can ask for a copy of everything we hold about you (a subject access request). E-mail or write to
                us, saying what you would like; you do not need to use a particular form. It is free, and we reply
                within one month (we will tell you if a complex request needs up to two more months).
              </p>
              <p>To protect you, we may ask you to confirm your identity before we send anything.</p>
            </>
          ),
        },
        {
          id: "correct",
          title: "Correcting, deleting or restricting your information",
          body: (
            <>
              <p>
                Tell us if anything we hold is wrong and we will correct it. You can also ask us to delete information
                or stop using it. We will do so unless the law requires us to keep it: pharmacy and prescription records
                must be kept for set periods (see the{" "}
                <InlineLink to={`${paths.privacy}#retention`}>retention periods</InlineLink>). In that case we restrict
                their use to what the law requires, and erase them when their period ends.
              </p>
            </>
          ),
        },
        {
          id: "breaches",
          title: "If something goes wrong",
          body: (
            <p>
              If a security incident puts your information at risk, we report it to the Information Commissioner's
              Office within 72 hours where the law requires, and tell you without undue delay if it is likely to put
              your rights and freedoms at high risk, explaining what happened and what we are doing about it.
            </p>
          ),
        },
        {
          id: "contact",
          title: "Contact us",
          body: (
            <>
              <p>For any question or request about your information, contact our data protection lead:</p>
              <ContactBlock />
            </>
          ),
        },
        {
          id: "complain",
          title: "Complaining to the ICO",
          body: (
            <p>
              If you are not satisfied with our answer, you can complain to the Information Commissioner's Office:{" "}
              <InlineLink to={ICO.complaintsUrl}>ico.org.uk/make-a-complaint</InlineLink>, helpline {ICO.helpline}, or
              by post to {ICO.address}.
            </p>
          ),
        },
      ]}
    />
  );
}
