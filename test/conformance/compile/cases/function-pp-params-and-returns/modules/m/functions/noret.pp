function m::noret() {
}
