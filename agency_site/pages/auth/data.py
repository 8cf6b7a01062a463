"""The words of the accounts page (/auth): its bands, the sign-in and sign-up forms, and what
it says while it checks, once signed in, or where accounts are switched off."""

from __future__ import annotations

import dataclasses

from agency_site.content.models import Feature, Heading, PageMeta
from agency_site.i18n import Text, t

HERO = Heading(
    t("Candidate and partner accounts"),
    t(
        "Registered candidates and partners sign in here to follow their applications "
        "and vacancies."
    ),
    eyebrow=t("Account"),
)
META = PageMeta(HERO.title, t("Accounts for registered candidates and partners."))
PANEL_LABEL = t("Your account")

FEATURES_HEADING = Heading(
    t("What an account is for"),
    t("Accounts are for people already working with us. To apply for a post you do not need one."),
    anchor="features",
)
FEATURES = (
    Feature(
        "list-checks",
        t("Follow your application"),
        t("See where your application stands, from first review to signed contract."),
    ),
    Feature(
        "folder-lock",
        t("Keep your documents in one place"),
        t("Degree, certificates and checks, ready for your school and your visa."),
    ),
    Feature(
        "users",
        t("For partners: your candidates"),
        t("Partner schools and agencies follow the candidates and vacancies they share with us."),
    ),
)

UNAVAILABLE = Heading(
    t("Accounts are not available on this deployment"),
    t(
        "Signing up and signing in are switched off on this version of the site. "
        "Registered candidates and partners can reach their recruiter by e-mail in "
        "the meantime; nothing about your application is lost."
    ),
)
EMAIL_SUPPORT = t("E-mail support")
CONTACT_US = t("Contact us")

CHECKING = t("Checking your session...")
SIGNED_IN = t("You are signed in")
SIGNED_IN_AS = t("Signed in as")
SIGN_OUT = t("Sign out")


@dataclasses.dataclass(frozen=True)
class TextField:
    """A text box of a form: its label, the name it is sent as, its input type and the
    browser's autocomplete hint."""

    label: Text
    name: str
    kind: str
    autocomplete: str
    required: bool = True


@dataclasses.dataclass(frozen=True)
class AccountForm:
    """A form of the page: the id its elements' ids start with, its title, its button and
    its text boxes."""

    id: str
    title: Text
    submit: Text
    fields: tuple[TextField, ...]


EMAIL = TextField(t("E-mail address"), "email", "email", "email")
SIGN_IN = AccountForm(
    "sign-in",
    t("Sign in"),
    t("Sign in"),
    (EMAIL, TextField(t("Password"), "password", "password", "current-password")),
)
SIGN_UP = AccountForm(
    "sign-up",
    t("Create an account"),
    t("Create account"),
    (
        TextField(t("Your name"), "name", "text", "name", required=False),
        EMAIL,
        TextField(t("Password"), "password", "password", "new-password"),
    ),
)
ACCOUNT_TYPE = t("I am")
ACCOUNT_TYPE_LABELS = {
    "candidate": t("A teacher or candidate"),
    "partner": t("A partner school or agency"),
}
