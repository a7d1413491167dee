# An exported resource taken by a plain collector or realize() is in the catalog, still marked
# exported; one only an exported collector matched stays out (there is no storeconfigs).
@@exec { ['run1', 'run2']: command => '/bin/true', require => Notify['a'] }
@@notify { 'e1': }
@@notify { 'e2': }
notify { 'a': }
Exec <| title == 'run1' |>
realize(Notify['e1'])
Notify <<| title == 'e2' |>>
# An exported collector's override block changes nothing, not even what a plain collector took.
Exec <<| |>> { tag => 'not_applied' }
