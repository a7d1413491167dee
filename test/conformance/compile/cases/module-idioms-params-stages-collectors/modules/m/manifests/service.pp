class m::service {
  service { $m::svc: ensure => running, subscribe => Package[$m::pkg] }
}
