class c1 {
  notify {
    default: loglevel => 'info';
    'c1-n1': message => 'multi
  line';
  }
  tag 'gamma'
  tag 'web'
}
tag 'beta'
@user {
  default: tag => 'db', uid => '300';
  'user1': uid => 1001;
  'user2': shell => '/bin/sh', loglevel => 'info';
  'user3': shell => '/bin/sh';
}
@package { 'pkg1': tag => 'web' }
package { 'pkg2': tag => 'db' }
tag 'gamma'
tag 'db'
file { '/tmp/f1': subscribe => Package['pkg2'], * => { 'before' => Package['pkg2'] } }
Package <| title == '/tmp/f1' |>
[File['/tmp/f1'], Package['pkg2']] -> File['/tmp/f1']
User <| title == '/tmp/f1' |>
Package <| ensure == 'present' |> { tag => 'db' }
$v15 = 'val'
