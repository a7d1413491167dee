# The defaults a collector's override block brings replace a resource's own values too, unless a
# default in reach of the resource's scope gives the same value.
class collecting {
  Notify { tag => ['from_collecting'], loglevel => 'info' }
  Notify <| title != 'none' |> { withpath => true }
}
class declaring {
  Notify { loglevel => 'info' }
  notify { 'in-declaring': tag => 'own', loglevel => 'info' }
}
notify { 'top': tag => 'top_own', loglevel => 'info' }
include declaring
include collecting
