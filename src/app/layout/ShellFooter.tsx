import { FormattedMessage } from 'react-intl';

/** The footer until the real one lands. */
export function ShellFooter() {
  return (
    <footer className="shell-footer">
      <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
    </footer>
  );
}
