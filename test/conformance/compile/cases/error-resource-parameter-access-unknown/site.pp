file { '/x': mode => '0644' }
notify { 'a': message => File['/x']['mode'] }
notify { 'b': message => File['/x']['colour'] }
