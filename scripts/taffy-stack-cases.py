#!/usr/bin/env python3
"""Lays the cell-template stack cases out with Taffy (flexbox, through the `stretchable` package)
and writes them with Taffy's frames to Tests/CellTemplateTests/Fixtures/taffy-stacks.json, which
CellTemplateTests compares the playground's UIStackView layout against.

    pip install stretchable && python3 scripts/taffy-stack-cases.py

The mapping from UIStackView to flexbox is written out in `flex_node` below:
  axis horizontal/vertical   -> flex-direction row/column
  spacing, padding           -> gap, padding
  alignment fill/leading/center/trailing/firstBaseline -> align-items stretch/start/center/end/baseline
  distribution fill          -> the child that hugs least grows (flex-grow 1; spacers tied for the
                                least all grow), the last child that can shrink shrinks (flex-shrink 1)
  distribution fillEqually   -> every child flex-basis 0, flex-grow 1
  distribution fillProportionally -> flex-basis 0, flex-grow = the child's natural length
  distribution equalSpacing  -> justify-content space-between
First-baseline rows are not among the cases: flexbox gives a box without text a baseline at its
bottom, UIKit at its top (`firstBaselineAnchor` is the top anchor of a view with no baseline);
they are worked by hand in StackLayoutHandWorkedTests. A spacer's extent across its stack is not compared (flexbox gives it none, the playground the
stack's). UIKit's default priorities: a leaf hugs at 251, a stack at 250, a spacer at 1 (the playground's
spacer); compression resistance 750 everywhere.

Leaves: {"box": [w, h]} a fixed-size view; {"bar": [h, ratio]} a view h tall whose natural width
is h * ratio (it may shrink, not grow past it unless it hugs least); {"spacer": min} flexible space.
"""
import json
import os
from stretchable import Node, Style, Edge
from stretchable.style import AlignItems, FlexDirection, JustifyContent, PT, AUTO

ALIGN = {"fill": AlignItems.STRETCH, "leading": AlignItems.START, "center": AlignItems.CENTER,
         "trailing": AlignItems.END, "firstBaseline": AlignItems.BASELINE}


def hugging(spec):
    if "spacer" in spec:
        return 1
    if "stack" in spec:
        return 250
    return 251


def natural_main(spec, axis):
    """The child's natural length along its stack's axis (for fillProportionally)."""
    if "box" in spec:
        return spec["box"][0] if axis == "horizontal" else spec["box"][1]
    if "bar" in spec:
        return spec["bar"][0] * spec["bar"][1] if axis == "horizontal" else spec["bar"][0]
    if "spacer" in spec:
        return spec["spacer"]
    raise ValueError("fillProportionally cases use leaves only")


def flex_node(spec, grow=0.0, shrink=0.0, basis=None, main_axis=None):
    if "box" in spec:
        w, h = spec["box"]
        return Node(style=Style(size=(w * PT, h * PT), flex_grow=grow, flex_shrink=0,
                                flex_basis=basis if basis is not None else AUTO))
    if "bar" in spec:
        h, ratio = spec["bar"]
        if main_axis == "horizontal":
            return Node(style=Style(size=(AUTO, h * PT), min_size=(0 * PT, AUTO), flex_grow=grow, flex_shrink=shrink,
                                    flex_basis=basis if basis is not None else (h * ratio) * PT))
        return Node(style=Style(size=(AUTO, h * PT), min_size=(h * ratio * PT, AUTO), flex_grow=grow, flex_shrink=0,
                                flex_basis=basis if basis is not None else AUTO))
    if "spacer" in spec:
        minimum = spec["spacer"]
        size = (minimum * PT, AUTO) if main_axis == "horizontal" else (AUTO, minimum * PT)
        return Node(style=Style(min_size=size, flex_grow=grow, flex_shrink=0, flex_basis=basis if basis is not None else minimum * PT))
    stack = spec["stack"]
    axis = stack.get("axis", "vertical")
    distribution = stack.get("distribution", "fill")
    pad = stack.get("padding", [0, 0, 0, 0])  # top, leading, bottom, trailing
    size = (stack["width"] * PT if "width" in stack else AUTO, stack["height"] * PT if "height" in stack else AUTO)
    style = Style(flex_direction=FlexDirection.ROW if axis == "horizontal" else FlexDirection.COLUMN,
                  gap=stack.get("spacing", 0) * PT,
                  padding=[pad[0] * PT, pad[3] * PT, pad[2] * PT, pad[1] * PT],
                  align_items=ALIGN[stack.get("alignment", "fill")],
                  justify_content=JustifyContent.SPACE_BETWEEN if distribution == "equalSpacing" else JustifyContent.START,
                  size=size, flex_grow=grow, flex_shrink=shrink, flex_basis=basis if basis is not None else AUTO,
                  min_size=(0 * PT, AUTO) if main_axis == "horizontal" else (AUTO, AUTO))
    node = Node(style=style)
    children = stack["children"]
    n = len(children)
    grows = [0.0] * n
    shrinks = [0.0] * n
    bases = [None] * n
    if distribution == "fill":
        # A fixed-size view has required width and height constraints: it never grows.
        growable = [i for i, c in enumerate(children) if "box" not in c]
        least = min((hugging(children[i]) for i in growable), default=None)
        tied = [i for i in growable if hugging(children[i]) == least]
        if tied and all("spacer" in children[i] for i in tied):
            for i in tied:
                grows[i] = 1.0
        elif tied:
            grows[tied[-1]] = 1.0
        flexible = [i for i, c in enumerate(children) if "box" not in c and "spacer" not in c]
        if flexible:
            shrinks[flexible[-1]] = 1.0
    elif distribution == "fillEqually":
        grows = [1.0] * n
        bases = [0 * PT] * n
    elif distribution == "fillProportionally":
        grows = [float(natural_main(c, axis)) for c in children]
        bases = [0 * PT] * n
    for i, child in enumerate(children):
        node.add(flex_node(child, grow=grows[i], shrink=shrinks[i], basis=bases[i], main_axis=axis))
    return node


def frames(spec, node, path, out):
    box = node.get_box(Edge.BORDER, relative=False)
    out[".".join(map(str, path))] = [round(box.x, 4), round(box.y, 4), round(box.width, 4), round(box.height, 4)]
    if "stack" in spec:
        for i, child in enumerate(spec["stack"]["children"]):
            frames(child, node[i], path + [i], out)


def stack(axis, children, **keys):
    return {"stack": dict(axis=axis, children=children, **keys)}


CASES = [
    ("row fill: a fixed picture, a flexible bar, a spacer between",
     stack("horizontal", [{"box": [60, 40]}, {"spacer": 0}, {"bar": [20, 4]}], spacing=10, width=300, alignment="center")),
    ("row fill: the bar takes the room when nothing hugs less",
     stack("horizontal", [{"box": [60, 40]}, {"bar": [20, 4]}], spacing=10, width=300, alignment="leading")),
    ("row fill: too long, the bar gives way",
     stack("horizontal", [{"box": [120, 40]}, {"bar": [20, 10]}], spacing=8, width=250, alignment="trailing",
           padding=[4, 6, 4, 6])),
    ("row alignments: stretch keeps fixed heights, stretches a nested column",
     stack("horizontal", [{"box": [40, 60]}, stack("vertical", [{"box": [30, 10]}, {"box": [50, 10]}], spacing=4)],
           spacing=12, width=200, alignment="fill")),
    ("row fillEqually",
     stack("horizontal", [{"bar": [20, 1]}, {"bar": [30, 5]}, {"bar": [10, 2]}], spacing=10, width=310,
           distribution="fillEqually", alignment="leading")),
    ("row fillProportionally",
     stack("horizontal", [{"bar": [20, 2]}, {"bar": [20, 4]}, {"bar": [20, 6]}], width=480,
           distribution="fillProportionally", alignment="center")),
    ("row equalSpacing",
     stack("horizontal", [{"box": [50, 20]}, {"box": [30, 30]}, {"box": [70, 10]}], spacing=5, width=400,
           distribution="equalSpacing", alignment="center")),
    ("row with two spacers centring a picture",
     stack("horizontal", [{"spacer": 0}, {"box": [80, 30]}, {"spacer": 0}], width=300, padding=[0, 10, 0, 10])),
    ("column self-sizing with padding and spacing",
     stack("vertical", [{"box": [100, 30]}, {"box": [60, 20]}, {"box": [80, 10]}], spacing=6, width=240,
           alignment="center", padding=[12, 16, 12, 16])),
    ("column of a given height: the spacer pushes the last child down",
     stack("vertical", [{"box": [100, 30]}, {"spacer": 0}, {"box": [50, 20]}], width=200, height=200, alignment="trailing")),
    ("column leading, a nested row of natural width",
     stack("vertical", [stack("horizontal", [{"box": [20, 20]}, {"box": [40, 10]}], spacing=6, alignment="center"),
                        {"box": [150, 10]}], spacing=8, width=300, alignment="leading")),
    ("column fill: a nested row spans it and its spacer pushes",
     stack("vertical", [stack("horizontal", [{"box": [20, 20]}, {"spacer": 0}, {"box": [40, 10]}], alignment="center"),
                        {"box": [150, 10]}], spacing=8, width=300, alignment="fill", padding=[10, 10, 10, 10])),
    ("column fillEqually of a given height",
     stack("vertical", [{"box": [40, 10]}, {"bar": [30, 1]}, {"bar": [10, 1]}], width=100, height=300, spacing=10,
           distribution="fillEqually", alignment="leading")),
]


def main():
    cases = []
    for name, spec in CASES:
        root = flex_node(spec)
        root.compute_layout()
        expected = {}
        frames(spec, root, [], expected)
        cases.append({"name": name, "template": spec, "taffy": expected})
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "Tests", "CellTemplateTests", "Fixtures", "taffy-stacks.json")
    with open(path, "w") as out:
        json.dump({"generatedBy": "scripts/taffy-stack-cases.py (stretchable, Taffy)", "cases": cases}, out, indent=1)
        out.write("\n")
    print(f"{len(cases)} cases written to {os.path.normpath(path)}")


if __name__ == "__main__":
    main()
