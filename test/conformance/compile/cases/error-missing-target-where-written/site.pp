# A missing relationship target is reported where the reference was written: here in a resource
# default (the attribute's line), not at the resource that took it.
Notify {
  loglevel => 'info',
  require  => Notify['ghost'],
}
notify { 'a':
  message => 'x',
}
