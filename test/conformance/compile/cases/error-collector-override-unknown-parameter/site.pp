# A collector's attribute block may give a parameter the type lacks: Puppet refuses it when it
# validates the finished catalog, at the resource's declaration.
file { '/tmp/collected': ensure => file }
File <| title == '/tmp/collected' |> { no_such_attribute => 1 }
