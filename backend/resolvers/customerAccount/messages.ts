// Magento 2.4.7's messages for the account mutations, word for word, with where each comes from
// (CustomerGraphQl resolvers unless said otherwise). `%1` placeholders are filled as Magento fills them.
export const ACCOUNT_MESSAGES = {
  // GenerateCustomerToken; the refusal is Integration\Model\CustomerTokenService's for every failure
  // (unknown email, wrong password, locked account), so it never tells which.
  emailRequired: 'Specify the "email" value.',
  passwordRequired: 'Specify the "password" value.',
  signInRefused: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  // IsEmailAvailable (2.4's resolver with its email validator, as Magento's API tests assert them).
  emailToCheckMissing: 'Email must be specified',
  emailToCheckInvalid: 'Email is invalid',
  // CreateCustomer / UpdateCustomer.
  inputRequired: '"input" value should be specified',
  // ValidateCustomerData (required attributes by their labels, then the email, then the gender).
  requiredMissing: (labels: string[]) => `Required parameters are missing: ${labels.join(', ')}`,
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  invalidGender: (gender: number) => `"${gender}" is not a valid gender value.`,
  // Not read in Magento's source ([U]): the EAV date check's wording for a date of birth it cannot read.
  invalidDateOfBirth: '"Date of Birth" does not fit the entered date format.',
  // AccountManagement::createAccountWithPasswordHash (graphql-input) and SaveCustomer (graphql-already-exists).
  duplicateEmail: 'A customer with the same email address already exists in an associated website.',
  // UpdateCustomerAccount / UpdateCustomerEmail.
  passwordForEmailChange: 'Provide the current "password" to change "email".',
  emailAndPasswordRequired: '"email" and "password" values should be specified',
  // ChangePassword.
  currentPasswordRequired: 'Specify the "currentPassword" value.',
  newPasswordRequired: 'Specify the "newPassword" value.',
  // Customer\Model\Authentication::authenticate through CheckCustomerPassword (graphql-authentication).
  invalidLogin: 'Invalid login or password.',
  accountLocked: 'The account is locked.',
  // RequestPasswordResetEmail and ResetPassword: every failure of AccountManagement (an unknown
  // email, a mismatched or expired token, a password the rule refuses) is reported as one message.
  resetEmailRequired: 'You must specify an email address.',
  resetEmailInvalid: 'The email address has an invalid format.',
  cannotResetPassword: "Cannot reset the customer's password",
  resetTokenRequired: 'resetPasswordToken must be specified',
  resetNewPasswordRequired: 'newPassword must be specified',
  cannotSetPassword: "Cannot set the customer's password",
  // Magento_Security's PasswordResetRequestEvent check (%1: the store's support email).
  tooManyResetRequests: (supportEmail: string) => `We received too many requests for password resets. Please wait and try again later or contact ${supportEmail}.`,
  // ConfirmEmail: an email of the wrong shape; any failure AccountManagement::activate does not
  // name (an email with no account).
  confirmEmailInvalid: 'Email is invalid',
  confirmationFailed: 'There was an error confirming the account',
  // AccountManagement::activateCustomer, passed on by ConfirmEmail (graphql-input).
  alreadyActive: 'The account is already active.',
  confirmationKeyInvalid: 'The confirmation token is invalid. Verify the token and try again.',
  // AccountManagement::authenticate (EmailNotConfirmedException) through GenerateCustomerToken, and
  // GetCustomer for a token of an account still waiting (graphql-authentication).
  notConfirmed: "This account isn't confirmed. Verify and try again.",
} as const;
