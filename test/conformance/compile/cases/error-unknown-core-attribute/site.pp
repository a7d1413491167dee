file { '/tmp/z': bogus => 1 }
