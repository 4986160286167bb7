// The networks the builder's social icons name in their class (`sqs-svg-icon--wrapper instagram-unauth`)
// or their icon (`<use href="#instagram-unauth-icon">`), and the name a visitor hears for each.

const NETWORKS: Readonly<Record<string, string>> = {
  bandcamp: 'Bandcamp',
  behance: 'Behance',
  discord: 'Discord',
  dribbble: 'Dribbble',
  email: 'Email',
  facebook: 'Facebook',
  flickr: 'Flickr',
  github: 'GitHub',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  medium: 'Medium',
  pinterest: 'Pinterest',
  rss: 'RSS',
  snapchat: 'Snapchat',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  threads: 'Threads',
  tiktok: 'TikTok',
  tumblr: 'Tumblr',
  twitch: 'Twitch',
  twitter: 'X',
  vimeo: 'Vimeo',
  whatsapp: 'WhatsApp',
  x: 'X',
  yelp: 'Yelp',
  youtube: 'YouTube',
};

/** The network an icon link stands for, by its class, its icon, or else its address's host ("example.com"). */
export function networkName(link: HTMLAnchorElement): string | undefined {
  for (const name of link.classList) {
    const network = NETWORKS[name.replace(/-unauth$/, '')];
    if (network) return network;
  }
  const icon = link.querySelector('use');
  const symbol = /#([a-z]+)(?:-unauth)?-icon$/.exec(icon?.getAttribute('href') ?? icon?.getAttribute('xlink:href') ?? '')?.[1];
  if (symbol && NETWORKS[symbol]) return NETWORKS[symbol];
  if (link.protocol === 'mailto:') return NETWORKS['email'];
  return link.hostname.replace(/^www\./, '') || undefined;
}
