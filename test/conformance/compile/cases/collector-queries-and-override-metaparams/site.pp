@file { '/v1': tag => ['web', 'db'], mode => '0644' }
@file { '/v2': tag => 'web', owner => 'bob' }
@file { '/v3': owner => 'alice' }
@user { 'u1': uid => 10, groups => ['a', 'b'] }
@user { 'u2': uid => 20, groups => ['c'] }
@package { 'pk1': ensure => installed }
@package { 'pk2': ensure => '1.0' }
File <| tag == 'web' and owner != 'bob' |>
User <| groups == 'c' or uid == 10 |> { shell => '/bin/zsh', require => File['/v1'] }
Package <| ensure != installed |> { notify => File['/v1'], tag => 'pkgtag', alias => 'pk2-alias' }
File <| owner == 'alice' |> { ensure => directory, audit => 'all' }
@@notify { 'ex1': tag => 'exp' }
Notify <<| tag == 'exp' |>>
Notify <| title == 'ex1' |> { loglevel => 'warning' }
@notify { 'virt': message => 'v' }
Notify <| tag == 'virt' |>
@exec { 'e1': command => '/bin/true', tag => ['x'] }
Exec <| (tag == 'x' or tag == 'y') and command == '/bin/true' |> { subscribe => [Package['pk2'], User['u1']] }
