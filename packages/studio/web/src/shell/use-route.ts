// The current hash route, updated on `hashchange`.
import { useEffect, useState } from "preact/hooks";
import { routeOf, type Route } from "../route.js";

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  useEffect(() => {
    const follow = (): void => {
      setRoute(routeOf(window.location.hash));
    };
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
    };
  }, []);
  return route;
}
