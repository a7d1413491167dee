node default {
  include unattended_upgrades
  include letsencrypt
  class { 'letsencrypt::plugin::nginx': }
  letsencrypt::certonly { 'shop.example.com':
    domains     => ['shop.example.com', 'cdn.shop.example.com'],
    plugin      => 'nginx',
    cron_output => 'log',
    manage_cron => true,
    cron_monthday => [1, 15],
  }
}
