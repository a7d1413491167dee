stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class { 'early': stage => 'pre' }
Exec { path => ['/bin', '/usr/bin'] }
include m
exec { 'top': command => 'true' }
@user { 'alice': groups => ['admin', 'dev'] }
@user { 'bob': groups => ['dev'] }
@user { 'carol': groups => 'admin' }
User <| groups == 'admin' |>
File <| tag == 'm::vhost' and title != '/etc/m/two.conf' |> { mode => '0600' }
Package <| tag == 'web' |> { ensure => latest }
$files = { '/tmp/c1' => { 'content' => 'x' }, '/tmp/c2' => {} }
create_resources('file', $files, { 'owner' => 'root', 'content' => 'dflt' })
notify { 'tagged': message => [tagged('m'), tagged('web'), defined(Class['m::install']), defined('m::vhost'), defined(M::Vhost['one'])] }
Notify['early'] -> Exec['top']
