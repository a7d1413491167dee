$tv = 'top'
Exec { path => '/top' }
node default {
  $nv = 'node'
  File { mode => '0600' }
  include a
  class { 'c2': }
  exec { 'node-exec': command => 'x' }
}
class c2 {
  notify { 'c2-sees': message => [$nv, $tv] }
  file { '/c2': }
  exec { 'c2-exec': command => 'y' }
}
