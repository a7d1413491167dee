@@file { '/tmp/exp1': tag => ['exp'], content => 'e1' }
@@file { '/tmp/exp2': content => 'e2' }
@file { '/tmp/virt1': ensure => file, mode => '0600' }
@file { '/tmp/virt2': ensure => directory }
@user { 'u1': groups => ['a', 'b'], uid => 10 }
@user { 'u2': uid => 11 }
@user { 'u3': groups => [] }
File <<| tag == 'exp' |>>
File <| mode == '0600' |>
User <| groups != 'a' |>
User <| uid == 10 or uid == '11' |> { shell => '/bin/sh' }
realize(File['/tmp/virt2'])
File <| title == '/tmp/virt2' |> { mode => '0700' }
