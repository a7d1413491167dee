# A parameter the resource lacks is read from the resource defaults in reach of where it was
# declared, as they are when it is read (a later default too, though the catalog never gets it).
class c {
  file { '/x': mode => '0644' }
  File { owner => 'later' }
  notify { 'in-class': message => [File['/x']['owner'], File['/x']['group'], File['/x']['mode']] }
}
include c
File { group => 'top' }
notify { 'at-top': message => [File['/x']['owner'], File['/x']['group']] }
