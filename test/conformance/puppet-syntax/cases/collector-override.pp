Package <| tag == 'x' |> { ensure => latest }
