import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { blogResolvers } from '../__testUtils__/blogAnswers';

const postTitles = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/blog', () => {
  it('lists the newest posts first, nine to a page, each with its picture, category, date, excerpt and link', async () => {
    await renderApp('/blog', { resolvers: blogResolvers(12) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Post number 12' })).toHaveAttribute('href', '/blog/post/post-12');
    expect(postTitles()).toEqual(['Post number 12', 'Post number 11', 'Post number 10', 'Post number 9', 'Post number 8', 'Post number 7', 'Post number 6', 'Post number 5', 'Post number 4']);
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'Pharmacist Answers' })).toHaveAttribute('href', '/blog/category/pharmacist-answers');
    expect(within(first).getByText('Lead of post 12.')).toBeInTheDocument();
    expect(within(first).getByText(/2025/)).toBeInTheDocument();
    expect(document.title).toBe('Blog - Jingga Test Store');
  });

  it('reserves the 16:9 space of every picture and loads only the first at once', async () => {
    await renderApp('/blog', { resolvers: blogResolvers(12) });
    const images = await screen.findAllByRole('img', { name: /^Post number/ });
    for (const image of images) {
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '450');
      expect(image.getAttribute('srcset')).toContain('640w');
    }
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('pages through the posts with the page in the URL', async () => {
    const { currentLocation } = await renderApp('/blog', { resolvers: blogResolvers(12) });
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeInTheDocument();
    expect(postTitles()).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(currentLocation().search).toBe('?page=2');
  });

  it('offers the categories that hold posts and switches to one', async () => {
    const { currentLocation } = await renderApp('/blog', { resolvers: blogResolvers(12) });
    const nav = await screen.findByRole('navigation', { name: 'Blog categories' });
    expect(within(nav).getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Empty Category' })).not.toBeInTheDocument();
    await userEvent.click(await within(nav).findByRole('link', { name: 'Skincare Tips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skincare Tips' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/blog/category/skincare-tips');
  });

  it('says so when there are no posts yet', async () => {
    await renderApp('/blog', { resolvers: blogResolvers(0) });
    expect(await screen.findByText('There are no posts here yet.')).toBeInTheDocument();
  });

  it('shows the error page when the posts cannot be fetched', async () => {
    await renderApp('/blog', { resolvers: { ...blogResolvers(3), getBlogPosts: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
});

describe('/blog/category/:categoryUrl', () => {
  it("shows the category's name, description and posts, marked current in the navigation", async () => {
    await renderApp('/blog/category/pharmacist-answers', { resolvers: blogResolvers(6) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacist Answers' })).toBeInTheDocument();
    expect(screen.getByText('Our pharmacists answer your questions.')).toBeInTheDocument();
    expect(await screen.findByText('3 posts')).toBeInTheDocument();
    expect(postTitles()).toEqual(['Post number 6', 'Post number 4', 'Post number 2']);
    const nav = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(await within(nav).findByRole('link', { name: 'Pharmacist Answers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All posts' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Pharmacist Answers - Jingga Test Store');
  });

  it('shows "Ooops!" for an unknown category', async () => {
    await renderApp('/blog/category/no-such-category', { resolvers: blogResolvers(6) });
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});
