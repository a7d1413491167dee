# A chain whose one side collects nothing makes no relationship, and Puppet then never looks up the
# other side: placement::api chains `Placement_api_uwsgi_config<||> ~> Service['placement-api']`
# where no such service is declared (Debian runs placement under apache).
Package<| title == 'absent-package' |> ~> Service['not-declared']
File['not-declared-either'] -> Exec<| tag == 'nothing-tagged' |>
Notify<| title == 'nothing' |> -> Notify['not-declared-third']
notify { 'kept': }
notify { 'first': } -> Notify<| title == 'nothing' |> ~> Notify['kept']
