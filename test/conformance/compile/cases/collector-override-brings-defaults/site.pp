# A collector's override block brings the resource defaults its scope has when it collects (even
# ones written after the collected resources), for attributes the resource does not set.
@file { ['/tmp/a', '/tmp/b']: owner => 'www-data' }
file { '/tmp/c': mode => '0600' }
File <| |> { tag +> 'collected' }
File { mode => '0644', group => 'adm' }
@notify { 'untouched': }
Notify <| title == 'untouched' |>
Notify { message => 'no override block, no defaults' }
