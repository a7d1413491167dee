class { '::osnailyfacter::umm::umm': }
$access = hiera_hash('access', {})
['/root/openrc', '/home/operator/openrc'].each |$i, $path| {
  osnailyfacter::credentials_file { $path:
    admin_password => $access['password'],
    admin_user     => $access['user'],
    admin_tenant   => $access['tenant'],
    auth_url       => 'https://public.fuel.local:5000/v3',
    cacert         => '/etc/ssl/certs/public_haproxy.pem',
    owner          => $i ? { 0 => 'root', default => 'operator' },
    group          => $i ? { 0 => 'root', default => 'operator' },
  }
}
class { '::osnailyfacter::override_resources': }
