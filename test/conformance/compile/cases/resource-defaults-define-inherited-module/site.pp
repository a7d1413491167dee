Notify { withpath => true }
include base::child
class other {
  Service { enable => true }
  service { 'svc': ensure => running }
  file { '/other': }
  include base
  require base::child
  contain base
}
include other
Package { ensure => latest }
package { 'p1': }
File <| title == '/child' |> { tag => 'collected', before => Package['p1'] }
