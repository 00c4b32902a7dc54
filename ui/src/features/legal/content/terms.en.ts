/** Terms and conditions, English (docs/dashboard.md#static-pages; effective 11 May 2025). */
import type { TermsSectionId } from './termsSections';
import type { LegalDocument } from './types';

export const termsEn: LegalDocument<TermsSectionId> = {
  title: 'Terms and conditions',
  dateLine: 'Effective: 11 May 2025',
  linkText: {
    pricingPlans: 'pricing plans page',
    privacyPolicy: 'privacy policy',
    terms: 'terms and conditions',
  },
  intro: [
    'These terms and conditions ("Terms") are an agreement between you and Shoplinks ("Shoplinks", "we", "us" or "our") and govern your use of the Shoplinks website, dashboard and services (the "Service"). Please read them carefully.',
  ],
  sections: {
    acceptance: {
      title: 'Accepting these Terms',
      blocks: [
        'By creating an account, logging in or otherwise using the Service you accept these Terms and our {privacyPolicy}. If you use the Service on behalf of a business, you accept these Terms for that business and confirm that you may bind it. If you do not accept these Terms, do not use the Service.',
      ],
    },
    service: {
      title: 'The Service',
      blocks: [
        'Shoplinks lets merchants whose online store runs on a store platform such as Shopify create shoppable links (instant stores), short trackable links and multilinks, make social posts shoppable, generate instant stores from images or videos, manage influencers with their own logins, promo codes and commissions, and see analytics based on the orders their store reports.',
        'What you can use depends on your plan, as described on our {pricingPlans}. Most features require a connected store.',
      ],
    },
    eligibility: {
      title: 'Who may use the Service',
      blocks: [
        'You must be at least 18 years old to hold an account. By creating an account you confirm that you are. Influencer logins are created by a merchant, and the merchant is responsible for making sure that each influencer they invite is at least 18 years old and has accepted these Terms.',
      ],
    },
    accounts: {
      title: 'Your account',
      blocks: [
        {
          list: [
            'Give accurate information when you sign up and keep it up to date. You must verify your email address before you can log in.',
            'Keep your password confidential. You are responsible for everything done through your account and the influencer logins you create.',
            'Tell us at once at {supportEmail} if you suspect that someone else is using your account.',
          ],
        },
      ],
    },
    usernames: {
      title: 'Usernames',
      blocks: [
        'Your username is part of the public addresses of your links, so choose it with care. Some names are reserved by the Service and cannot be used, and we may refuse or change a username that infringes someone else’s rights.',
        'We may reclaim a username whose account has been inactive for 6 months. We will never do so without contacting you first and giving you the chance to keep using it.',
      ],
    },
    store: {
      title: 'Connecting your store',
      blocks: [
        'When you connect your store, you authorise us to access the store data the Service needs (such as products, collections, discounts and orders) and to act on your store as the connection allows. The store platform’s own terms continue to apply to your store.',
        'If you disconnect your store, your links become inactive and your account settings, including appearance, are reset. If you connect the store again, your links are restored.',
      ],
    },
    plans: {
      title: 'Plans and free trial',
      blocks: [
        'The Service offers a free plan (Lite), which is free for as long as you use it, and paid plans (Starter, Business and Pro); an Enterprise plan is available by agreement with our sales team. The current plans, their prices and what each includes are listed on our {pricingPlans}.',
        'Paid plans start with a 30-day free trial. We do not ask for payment details for the trial; charges are made through your store platform once the trial ends, unless you cancel before then.',
      ],
    },
    fees: {
      title: 'Fees and billing',
      blocks: [
        {
          list: [
            'All fees are in US dollars (USD).',
            'Subscription fees are billed in advance and are recurring: they renew automatically at the start of each billing cycle until you cancel.',
            'Charges are made through your store platform’s billing system and appear on your store platform invoice.',
            'Some plans include a fee on orders placed through smart multi-product links, as listed on our {pricingPlans}.',
            'Fees do not include taxes unless stated; you are responsible for any taxes that apply.',
          ],
        },
      ],
    },
    feeChanges: {
      title: 'Changes to fees',
      blocks: [
        'We will give you at least one month’s notice before we change our fees. New fees apply from the first billing cycle that starts after the notice period. If you do not agree with the change, you can cancel before it takes effect.',
      ],
    },
    cancellation: {
      title: 'Cancelling a plan',
      blocks: [
        'You can cancel your plan at any time. A paid plan you cancel stays active until the end of its current billing cycle and then moves to the free plan. Your account, links and data stay in place on the free plan, subject to its limits.',
      ],
    },
    refunds: {
      title: 'Refunds',
      blocks: [
        'Payments are non-refundable, including for partial billing cycles and unused features. As an exception, if you cancel within 72 hours of being charged, you may ask us at {supportEmail} to refund that charge, and we may grant the refund at our discretion. Nothing in these Terms limits a right to a refund that the law gives you.',
      ],
    },
    acceptableUse: {
      title: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'use the Service for anything illegal, or to sell products that are illegal or that the store platform prohibits;',
            'create links that mislead shoppers about products, prices or promotions, or that lead to malware or phishing;',
            'send spam or bulk messages that people did not ask for;',
            'break the rules of the social networks you connect, or hide that an influencer is paid to promote your products where the law requires it to be disclosed;',
            'try to access other businesses’ data, probe or overload the Service, or get around its limits or security;',
            'copy, resell or scrape the Service, except as these Terms allow.',
          ],
        },
      ],
    },
    content: {
      title: 'Your content',
      blocks: [
        'You keep all rights in the content you bring to the Service, such as product images, logos, posts and texts. You give us a worldwide, non-exclusive licence to host, copy, adapt and display that content only as needed to provide the Service, for example on your link pages. You confirm that you have the rights needed for the content you use.',
      ],
    },
    influencers: {
      title: 'Influencers',
      blocks: [
        'Merchants are responsible for their relationship with their influencers, including agreeing on and paying commissions. The Service calculates attributed sales and commissions as a tool to help you; it does not pay influencers. Influencers can see only what the merchant allows, and a merchant can deactivate an influencer login at any time.',
      ],
    },
    ourProperty: {
      title: 'Our property',
      blocks: [
        'The Service, including its software, design and brand, belongs to Shoplinks and its licensors. These Terms give you a limited, non-transferable right to use the Service while your account is active and nothing more.',
      ],
    },
    changesToService: {
      title: 'Changes to the Service',
      blocks: [
        'We keep improving the Service and may add, change or remove features. Features marked "coming soon" are not yet available. If we remove a feature you pay for in a way that significantly reduces your plan, we will tell you in advance.',
      ],
    },
    termination: {
      title: 'Deleting your account and ending these Terms',
      blocks: [
        'You can delete your account at any time from the My account page by typing your username to confirm. Deletion is immediate and permanent: your business and everything that belongs to it are deleted and cannot be restored.',
        'We may suspend or close an account that seriously or repeatedly breaks these Terms, or when the law requires us to. Where we reasonably can, we will warn you first and give you time to fix the problem.',
      ],
    },
    disclaimers: {
      title: 'Disclaimers',
      blocks: [
        'We work hard to keep the Service available and accurate, but it is provided "as is" and "as available". Analytics and attribution depend on data from your store platform and from shoppers’ browsers and may not capture every visit or order. To the extent the law allows, we make no promises beyond those written in these Terms.',
      ],
    },
    liability: {
      title: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, Shoplinks will not be liable for indirect, incidental or consequential damages, or for lost profits, revenue or data. Our total liability for any claim connected with the Service is limited to the greater of the fees you paid us for the Service or 100 US dollars (USD 100). These limits do not apply where the law does not allow them to.',
      ],
    },
    law: {
      title: 'Governing law and disputes',
      blocks: [
        'These Terms are governed by the laws of the State of Israel. If a dispute arises, you and we will first try in good faith to resolve it for one month from the day one side tells the other about it in writing, before starting any legal proceedings.',
      ],
    },
    changes: {
      title: 'Changes to these Terms',
      blocks: [
        'We may update these Terms. We will publish the new version on this page with its effective date and, for significant changes, notify account holders by email in advance. If you keep using the Service after the changes take effect, you accept the updated Terms.',
      ],
    },
    contact: {
      title: 'Contact us',
      blocks: ['Questions about these Terms: write to us at {supportEmail}.'],
    },
  },
};
