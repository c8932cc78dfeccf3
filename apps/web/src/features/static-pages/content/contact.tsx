import { BRAND_NAME, CALLBACK_HOURS, LABELS, SUPPORT_EMAIL } from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from './company.ts';
import type { StaticPageContent } from './types.ts';

function ContactBody() {
  return (
    <>
      <p>
        Have a question about your shop, a payment or a listing? We are happy to help, and we will
        always give you a straight answer.
      </p>

      <h2>E-mail</h2>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        <br />
        We reply within one working day. For payments and refunds, please include your payment reference.
      </p>

      <h2>Get a call back</h2>
      <p>
        Prefer to talk? Leave your shop name and number on the{' '}
        <Link to={PATHS.registrationEnquiry}>call-back request form</Link> and our team will call you within{' '}
        {CALLBACK_HOURS} hours.
      </p>

      <h2>Office address</h2>
      <address>
        {COMPANY.name}
        {COMPANY.addressLines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>

      <h2>Working hours</h2>
      <p>{COMPANY.hours}</p>

      <h2>Complaints and grievances</h2>
      <p>
        If you are unhappy with anything on {BRAND_NAME}, including content about your shop, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the subject "Grievance". We acknowledge every grievance
        within {CALLBACK_HOURS} hours and aim to resolve it within 15 days.
      </p>
    </>
  );
}

export const contactPage: StaticPageContent = { title: LABELS.contactUs, Body: ContactBody };
