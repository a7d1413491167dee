File { mode => '0644' }
class a { file { '/tmp/a': } }
class c inherits a {
  File['/tmp/a'] { mode => '0600' }
}
include c
