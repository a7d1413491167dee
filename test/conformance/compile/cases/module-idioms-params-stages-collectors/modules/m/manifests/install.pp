class m::install { package { $m::pkg: ensure => installed, tag => ['web'] } }
