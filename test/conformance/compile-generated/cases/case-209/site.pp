define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma' }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
exec { 'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], loglevel => 'warning', tag => 'alpha' }
$v5 = 'val'
tag 'beta'
File <| (ensure == 'directory' or ensure == 'directory') and ensure == 'present' |>
file { '/tmp/f1': loglevel => 'warning' }
tag 'alpha'
