/** A look fixture for the link preview tests. */
import { testLink, testProduct } from '../../domain/links/testLinks';

export const LOOK = testLink({
  images: [{ id: 'i1', src: 'https://cdn.example/summer.png' }],
  products: [
    testProduct('1', {
      title: 'Linen shirt',
      handle: 'linen-shirt',
      image: { src: 'https://cdn.example/shirt.png' },
      url: 'https://shop.example.com/products/linen-shirt',
      total_quantity: 4,
    }),
  ],
  influencer_username: null,
  public_url: 'https://go.example/acme/aB3dE5fG',
});
