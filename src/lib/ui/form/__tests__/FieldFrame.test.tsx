import { render, screen } from '@testing-library/react';
import { FieldFrame } from '../FieldFrame';
import { FormOutcome } from '../FormOutcome';

const message = (error: string | null, help: string | null) => ({ controlId: 'receipt', messageId: 'receipt-message', error, message: error ?? help });

describe('FieldFrame', () => {
  it('labels its control, shows the help text under it, then what follows the field', () => {
    render(
      <FieldFrame label="Receipt" message={message(null, 'An image, up to 5 MB.')} after={<button type="button">Remove</button>}>
        <input id="receipt" type="file" aria-describedby="receipt-message" />
      </FieldFrame>,
    );
    const control = screen.getByLabelText('Receipt');
    expect(control).toHaveAccessibleDescription('An image, up to 5 MB.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('An image, up to 5 MB.').compareDocumentPosition(screen.getByRole('button', { name: 'Remove' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("replaces the help text with the error, announced (spec §5)", () => {
    render(
      <FieldFrame label="Receipt" message={message('The file is too large.', 'An image, up to 5 MB.')}>
        <input id="receipt" type="file" aria-describedby="receipt-message" />
      </FieldFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    expect(screen.getByLabelText('Receipt')).toHaveAccessibleDescription('The file is too large.');
    expect(screen.queryByText('An image, up to 5 MB.')).toBeNull();
  });
});

describe('FormOutcome', () => {
  it('keeps an empty live region for the success from the start, and shows a refusal as an alert', () => {
    const { rerender } = render(<FormOutcome error={null} success={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<FormOutcome error="Try again later." success={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');

    rerender(<FormOutcome error={null} success="Thank you, we got your message." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, we got your message.');
  });
});
