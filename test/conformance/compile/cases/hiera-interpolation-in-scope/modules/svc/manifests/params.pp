class svc::params {
  $flavour = 'vanilla'
}
