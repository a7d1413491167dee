function m::scope() {
  [$::topvar, $facts['os']['family'], defined('$topvar')]
}
