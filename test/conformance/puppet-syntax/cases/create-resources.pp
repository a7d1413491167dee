create_resources('file', {'/a' => {ensure => file}})
