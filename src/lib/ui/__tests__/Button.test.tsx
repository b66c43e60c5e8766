import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';

describe('Button', () => {
  it('is a plain button unless told to submit, in the look it is given', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Retry</Button>
        <Button type="submit" className="wide">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The CSS-module stub maps every class to its own name.
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('secondary');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('primary', 'wide');
  });

  it('cannot be pressed twice while its action is under way, and says it is busy', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button isBusy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button isBusy={false} onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when told so whatever its busy state', () => {
    render(
      <Button variant="link" disabled isBusy={false}>
        Remove
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
